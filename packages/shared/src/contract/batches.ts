// Group classes: the wire shapes are declared beside their request schemas (schemas/batches.ts).
export {
  batchCancelResultSchema,
  batchDtoSchema,
  batchListSchema,
  enrolmentDtoSchema,
  rosterSchema,
  roomTokenSchema,
  groupClassFixtureSchema,
} from '../schemas/batches';
