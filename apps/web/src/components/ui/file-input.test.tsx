import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadProblem } from '@tm/shared/rules/uploads';
import { Field } from './field';
import { FileInput } from './file-input';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const pdf = (name: string) => new File([PDF], name, { type: 'application/pdf' });

function Harness({ onProblem }: { onProblem: (p: UploadProblem) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Field label="Certificates">
      <FileInput field="certificates" files={files} onChange={setFiles} onProblem={onProblem} />
    </Field>
  );
}

describe('FileInput (core-marketplace §5 uploads, §8 dialogs)', () => {
  it('accepts real PDFs and lists them', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    await userEvent
      .setup()
      .upload(screen.getByLabelText(/Certificates/), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('a.pdf')).toBeInTheDocument();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('refuses a text file named .pdf by its content (Invalid File Type)', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    const fake = new File(['just text'], 'degree.pdf', { type: 'application/pdf' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText(/Certificates/), fake);
    await waitFor(() =>
      expect(onProblem).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Invalid File Type',
          message: 'Please select a valid file (pdf, jpg, png).',
        }),
      ),
    );
    expect(screen.queryByText('degree.pdf')).not.toBeInTheDocument();
  });

  it('refuses a sixth file (Too Many Files)', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    const input = screen.getByLabelText(/Certificates/);
    await userEvent.setup().upload(
      input,
      [1, 2, 3, 4, 5].map((i) => pdf(`${i}.pdf`)),
    );
    expect(await screen.findByText('5.pdf')).toBeInTheDocument();
    await userEvent.setup().upload(input, pdf('6.pdf'));
    await waitFor(() =>
      expect(onProblem).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Too Many Files',
          message: 'You can only upload up to 5 files.',
        }),
      ),
    );
    expect(screen.queryByText('6.pdf')).not.toBeInTheDocument();
  });

  it('says a refusal at the field and never removes what was accepted before', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    const input = screen.getByLabelText(/Certificates/);
    await userEvent.setup().upload(input, pdf('kept.pdf'));
    expect(await screen.findByText('kept.pdf')).toBeInTheDocument();
    const fake = new File(['just text'], 'degree.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(input, fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid File Type: Please select a valid file (pdf, jpg, png). The files chosen before are kept.',
    );
    expect(screen.getByText('kept.pdf')).toBeInTheDocument();
    // A good choice afterwards clears the refusal.
    await userEvent.setup().upload(input, pdf('second.pdf'));
    expect(await screen.findByText('second.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
