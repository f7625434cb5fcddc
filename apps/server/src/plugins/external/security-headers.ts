import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for pages (HTML, and SVG, which a browser also runs as a document): the Content
 * Security Policy, framing, opener and referrer policies.
 */
function pageOptions(mediaServers: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://accounts.google.com/gsi/client',
          'https://checkout.razorpay.com',
        ],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        // Images are our own uploads and bundled assets (plus data:/blob: previews of a chosen file).
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The API and its WebSocket are same-origin ('self' covers ws:/wss: to this host).
        // Group classes: browsers talk to the Janus servers of JANUS_URL directly.
        connectSrc: [
          "'self'",
          'https://accounts.google.com/gsi/',
          'https://lumberjack.razorpay.com',
          ...mediaServers.map((u) => new URL(u).origin.replace(/^http/, 'ws')),
        ],
        // blob: lets an admin or tutor preview a private PDF fetched with their token (components/document-link.tsx).
        frameSrc: [
          "'self'",
          'blob:',
          'https://accounts.google.com/gsi/',
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
        ],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only on answers that went over HTTPS (below): over plain HTTP it means nothing, and on
    // a development machine it would pin localhost to HTTPS.
    strictTransportSecurity: false,
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}
const PAGE_OPTIONS = pageOptions();

/**
 * Everything else (JSON, scripts, styles, images, files): only what a browser applies to a
 * resource that is not a page. `nosniff` keeps JSON from being read as a script or a page; the
 * resource policy keeps other sites from embedding it (a route may widen it, as public files do);
 * the two-directive CSP (OWASP's advice for APIs) covers a response opened as a page after all.
 */
const RESOURCE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** The headers helmet sets with these options, worked out once (helmet rebuilds them per call). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

const isPage = (type: unknown) =>
  typeof type === 'string' && /^(text\/html|application\/xhtml\+xml|image\/svg\+xml)\b/i.test(type);

/**
 * Security headers by what is sent: pages get helmet's full set, every other response
 * the few that apply to it, so a JSON answer no longer carries a 600-byte policy it cannot use.
 * A header a route set itself is left alone. HSTS goes on every answer that came over HTTPS.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const page = Object.entries(
    helmetHeaders(app.config.JANUS_URL.length ? pageOptions(app.config.JANUS_URL) : PAGE_OPTIONS),
  );
  const resource = Object.entries(RESOURCE_HEADERS);
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of isPage(reply.getHeader('content-type')) ? page : resource)
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
});
