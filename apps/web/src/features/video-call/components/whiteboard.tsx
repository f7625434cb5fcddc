// The class's shared whiteboard (loaded on first use: Yjs and the drawing code stay out of the
// class page's first load). The board is a Yjs document: an array of items (pen strokes, lines,
// rectangles, ellipses, text) in a fixed 1000×625 space, so both sides see the same at any size.
// Changes go to the other person over the class socket (the SDK's board messages); the server
// keeps every update, so the board survives reloads, node changes and the end of the class.
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import * as Y from 'yjs';
import type { CallClient } from '@tm/shared/call/client';
import { BOARD_LIMITS, BOARD_MSG } from '@tm/shared/call/protocol';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const W = 1000;
const H = 625;
type Tool = 'pen' | 'line' | 'rect' | 'ellipse' | 'text' | 'eraser';
type Point = [number, number];

export interface BoardItem {
  id: string;
  tool: Exclude<Tool, 'eraser'>;
  color: string;
  /** Pen: every point; shapes: two corners; text: its anchor. */
  points: Point[];
  text?: string;
}

const COLORS = [
  { value: '#111827', label: 'Black' },
  { value: '#1d4ed8', label: 'Blue' },
  { value: '#dc2626', label: 'Red' },
  { value: '#15803d', label: 'Green' },
];
const TOOLS: Array<{ value: Tool; label: string }> = [
  { value: 'pen', label: 'Pen' },
  { value: 'line', label: 'Line' },
  { value: 'rect', label: 'Rectangle' },
  { value: 'ellipse', label: 'Ellipse' },
  { value: 'text', label: 'Text' },
  { value: 'eraser', label: 'Eraser' },
];

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
export function fromBase64(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function drawItem(ctx: CanvasRenderingContext2D, it: BoardItem) {
  ctx.strokeStyle = it.color;
  ctx.fillStyle = it.color;
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const [a, b] = [it.points[0], it.points[it.points.length - 1]];
  if (!a || !b) return;
  ctx.beginPath();
  switch (it.tool) {
    case 'pen':
      ctx.moveTo(a[0], a[1]);
      for (const p of it.points) ctx.lineTo(p[0], p[1]);
      ctx.stroke();
      return;
    case 'line':
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.stroke();
      return;
    case 'rect':
      ctx.strokeRect(a[0], a[1], b[0] - a[0], b[1] - a[1]);
      return;
    case 'ellipse':
      ctx.ellipse(
        (a[0] + b[0]) / 2,
        (a[1] + b[1]) / 2,
        Math.abs(b[0] - a[0]) / 2,
        Math.abs(b[1] - a[1]) / 2,
        0,
        0,
        Math.PI * 2,
      );
      ctx.stroke();
      return;
    case 'text':
      ctx.font = '28px sans-serif';
      ctx.textBaseline = 'top';
      ctx.fillText(it.text ?? '', a[0], a[1]);
      return;
  }
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = dx * dx + dy * dy;
  const t =
    len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Whether an item passes within `r` of the point (the eraser takes whole items). */
function hits(it: BoardItem, p: Point, r: number): boolean {
  if (it.tool === 'pen' || it.tool === 'line') {
    const pts = it.tool === 'pen' ? it.points : [it.points[0]!, it.points[it.points.length - 1]!];
    if (pts.length === 1) return Math.hypot(pts[0]![0] - p[0], pts[0]![1] - p[1]) <= r;
    for (let i = 1; i < pts.length; i++)
      if (segmentDistance(p, pts[i - 1]!, pts[i]!) <= r) return true;
    return false;
  }
  const [a, b] = [it.points[0]!, it.points[it.points.length - 1]!];
  if (it.tool === 'text') {
    const w = (it.text?.length ?? 0) * 15;
    return p[0] >= a[0] - r && p[0] <= a[0] + w + r && p[1] >= a[1] - r && p[1] <= a[1] + 34 + r;
  }
  const [x0, x1] = [Math.min(a[0], b[0]) - r, Math.max(a[0], b[0]) + r];
  const [y0, y1] = [Math.min(a[1], b[1]) - r, Math.max(a[1], b[1]) + r];
  return p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1;
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The board. `client`: the class's live socket (editable); without it, `initial` is shown
 * read-only (the board after the class).
 */
export default function Whiteboard({
  client,
  initial,
  className,
}: {
  client?: CallClient | null;
  initial?: string | null;
  className?: string;
}) {
  const readOnly = !client;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc] = useState(() => new Y.Doc());
  const items = useMemo(() => doc.getArray<BoardItem>('items'), [doc]);
  const undoRef = useRef<Y.UndoManager | null>(null);
  const [tool, setTool] = useState<Tool>('pen');
  const [color, setColor] = useState(COLORS[0]!.value);
  const [count, setCount] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [synced, setSynced] = useState(readOnly);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const draft = useRef<BoardItem | null>(null);

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.clearRect(0, 0, W, H);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, W, H);
    for (const it of items.toArray()) drawItem(ctx, it);
    if (draft.current) drawItem(ctx, draft.current);
  }, [items]);

  // The document: redraw on every change; local changes go to the other side.
  useEffect(() => {
    if (initial) Y.applyUpdate(doc, fromBase64(initial), 'remote');
    const onChange = () => {
      setCount(items.length);
      redraw();
    };
    items.observe(onChange);
    onChange();
    undoRef.current = new Y.UndoManager(items, {
      trackedOrigins: new Set(['local']),
      // Each drawing, erase or text is its own step.
      captureTimeout: 0,
    });
    return () => {
      items.unobserve(onChange);
      undoRef.current?.destroy();
    };
    // The initial board is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, items, redraw]);

  useEffect(() => {
    if (!client) return;
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin === 'remote') return;
      if (update.byteLength > BOARD_LIMITS.updateBytes) {
        setNotice(BOARD_MSG.updateTooBig);
        undoRef.current?.undo();
        return;
      }
      client.sendBoardUpdate(toBase64(update));
    };
    doc.on('update', onUpdate);
    const apply = (b64: string | null) => {
      if (b64) Y.applyUpdate(doc, fromBase64(b64), 'remote');
    };
    const offs = [
      client.on('boardState', (b64) => {
        apply(b64);
        setSynced(true);
      }),
      client.on('boardUpdate', apply),
      client.on('boardRefused', (reason) => setNotice(reason)),
      // After a reconnect (maybe on another node): fetch what we missed, send what we drew offline.
      client.on('ready', () => {
        client.requestBoard();
        if (items.length) client.sendBoardUpdate(toBase64(Y.encodeStateAsUpdate(doc)));
      }),
    ];
    client.requestBoard();
    return () => {
      doc.off('update', onUpdate);
      for (const off of offs) off();
    };
  }, [client, doc, items]);

  const at = (e: PointerEvent<HTMLCanvasElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    return [
      Math.round(((e.clientX - r.left) / r.width) * W),
      Math.round(((e.clientY - r.top) / r.height) * H),
    ];
  };
  const erase = (p: Point) => {
    const list = items.toArray();
    doc.transact(() => {
      for (let i = list.length - 1; i >= 0; i--) if (hits(list[i]!, p, 12)) items.delete(i, 1);
    }, 'local');
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly) return;
    const p = at(e);
    setNotice(null);
    if (tool === 'text') return setTextAt(p);
    e.currentTarget.setPointerCapture(e.pointerId);
    if (tool === 'eraser') return erase(p);
    draft.current = { id: newId(), tool, color, points: [p, p] };
    redraw();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
    const p = at(e);
    if (tool === 'eraser') return erase(p);
    const d = draft.current;
    if (!d) return;
    if (d.tool === 'pen') d.points.push(p);
    else d.points[1] = p;
    redraw();
  };
  const up = () => {
    const d = draft.current;
    draft.current = null;
    if (!d) return;
    doc.transact(() => items.push([d]), 'local');
  };
  const addText = (text: string) => {
    const p = textAt;
    setTextAt(null);
    if (!p || !text.trim()) return;
    doc.transact(
      () =>
        items.push([
          { id: newId(), tool: 'text', color, points: [p], text: text.trim().slice(0, 200) },
        ]),
      'local',
    );
  };

  return (
    <section
      aria-label="Whiteboard"
      className={cn('flex min-h-0 flex-col gap-2 bg-neutral-100 p-2 text-neutral-900', className)}
    >
      {!readOnly && (
        <div
          role="toolbar"
          aria-label="Whiteboard tools"
          className="flex flex-wrap items-center gap-1"
        >
          {TOOLS.map((t) => (
            <Button
              key={t.value}
              size="sm"
              variant={tool === t.value ? 'primary' : 'secondary'}
              aria-pressed={tool === t.value}
              onClick={() => setTool(t.value)}
            >
              {t.label}
            </Button>
          ))}
          <span className="mx-1 h-6 w-px bg-neutral-300" aria-hidden="true" />
          {COLORS.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-label={c.label}
              aria-pressed={color === c.value}
              onClick={() => setColor(c.value)}
              className={cn(
                'size-8 rounded-full border-2',
                color === c.value ? 'border-accent-600 ring-2 ring-accent-300' : 'border-white',
              )}
              style={{ backgroundColor: c.value }}
            />
          ))}
          <Button size="sm" variant="secondary" onClick={() => undoRef.current?.undo()}>
            Undo
          </Button>
        </div>
      )}
      {notice && (
        <p role="alert" className="rounded bg-danger-50 px-3 py-1 text-sm text-danger-700">
          {notice}
        </p>
      )}
      <div className="relative mx-auto w-full max-w-[min(100%,calc((100dvh-12rem)*1.6))]">
        <canvas
          ref={canvasRef}
          width={W}
          height={H}
          role="img"
          aria-label={`Whiteboard with ${count} ${count === 1 ? 'item' : 'items'}${synced ? '' : ' (loading)'}`}
          data-testid="whiteboard-canvas"
          data-items={count}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          className={cn(
            'aspect-[8/5] w-full touch-none rounded border border-neutral-300 bg-white',
            !readOnly && (tool === 'text' ? 'cursor-text' : 'cursor-crosshair'),
          )}
        />
        {textAt && (
          <input
            autoFocus
            aria-label="Text to add"
            maxLength={200}
            className="absolute rounded border border-accent-600 bg-white px-1 text-base"
            style={{ left: `${(textAt[0] / W) * 100}%`, top: `${(textAt[1] / H) * 100}%` }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') addText(e.currentTarget.value);
              if (e.key === 'Escape') setTextAt(null);
            }}
            onBlur={(e) => addText(e.currentTarget.value)}
          />
        )}
      </div>
    </section>
  );
}
