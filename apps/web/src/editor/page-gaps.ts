import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';

/** Consumer spec 9: pages 930 px high with 20 px between them. */
export const PAGE_HEIGHT = 930;
export const PAGE_GAP = 20;
const PITCH = PAGE_HEIGHT + PAGE_GAP;

/** A block of the document where it would stand with no page breaks: its position, its top (from the pages' top) and height. */
export type Block = { pos: number; top: number; height: number };
export type Spacer = { pos: number; height: number };

/**
 * Issue 37.7: where the page breaks push the text. Walking the blocks down, a block that would run
 * into a page's bottom margin or the gap between pages starts on the next page instead, below its
 * top margin, so no line of text is drawn over a gap. A block taller than a page's text area stays
 * where it is (nothing can keep it whole). Pure, for tests.
 */
export function spacersFor(blocks: readonly Block[], margin: number): Spacer[] {
  const spacers: Spacer[] = [];
  const textHeight = PAGE_HEIGHT - 2 * margin;
  let added = 0;
  for (const block of blocks) {
    const top = block.top + added;
    const page = Math.floor(top / PITCH);
    const textEnd = page * PITCH + PAGE_HEIGHT - margin;
    if (block.height <= textHeight && top + block.height > textEnd) {
      const height = (page + 1) * PITCH + margin - top;
      spacers.push({ pos: block.pos, height });
      added += height;
    }
  }
  return spacers;
}

const key = new PluginKey<DecorationSet>('pageGaps');

function decorations(view: EditorView, spacers: Spacer[]): DecorationSet {
  return DecorationSet.create(
    view.state.doc,
    spacers.map(({ pos, height }) =>
      Decoration.widget(
        pos,
        () => {
          const gap = document.createElement('div');
          gap.className = 'page-gap';
          gap.style.height = `${height}px`;
          gap.setAttribute('aria-hidden', 'true');
          gap.contentEditable = 'false';
          return gap;
        },
        { side: -1, key: `gap-${pos}-${height}`, height },
      ),
    ),
  );
}

/** The blocks as they would stand without the spacers now in place, measured in the page's pixels. */
function naturalBlocks(view: EditorView): Block[] {
  const origin = view.dom.getBoundingClientRect().top;
  const current = (key.getState(view.state) ?? DecorationSet.empty).find().map((d) => ({ pos: d.from, height: Number(d.spec.height ?? 0) }));
  const blocks: Block[] = [];
  view.state.doc.forEach((_node, offset) => {
    const dom = view.nodeDOM(offset);
    if (!(dom instanceof HTMLElement)) return;
    const rect = dom.getBoundingClientRect();
    const above = current.filter((s) => s.pos <= offset).reduce((sum, s) => sum + s.height, 0);
    blocks.push({ pos: offset, top: rect.top - origin - above, height: rect.height });
  });
  return blocks;
}

const same = (a: Spacer[], b: Spacer[]) => a.length === b.length && a.every((s, i) => s.pos === b[i]?.pos && Math.abs(s.height - (b[i]?.height ?? 0)) < 1);

/** The page breaks as spacers before the blocks they push, measured after each change and on resize. */
export const PageGaps = Extension.create({
  name: 'pageGaps',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply: (tr, set) => (tr.getMeta(key) as DecorationSet | undefined) ?? set.map(tr.mapping, tr.doc),
        },
        props: { decorations: (state) => key.getState(state) },
        view(view) {
          let frame = 0;
          const measure = () => {
            frame = 0;
            if (!view.dom.isConnected) return;
            const margin = Number.parseFloat(getComputedStyle(view.dom).paddingTop) || 0;
            const wanted = spacersFor(naturalBlocks(view), margin);
            const current = (key.getState(view.state) ?? DecorationSet.empty).find().map((d) => ({ pos: d.from, height: Number(d.spec.height ?? 0) }));
            if (!same(wanted, current)) view.dispatch(view.state.tr.setMeta(key, decorations(view, wanted)).setMeta('addToHistory', false));
          };
          const schedule = () => {
            if (!frame) frame = requestAnimationFrame(measure);
          };
          const resize = new ResizeObserver(schedule);
          resize.observe(view.dom);
          schedule();
          return {
            update: schedule,
            destroy: () => {
              if (frame) cancelAnimationFrame(frame);
              resize.disconnect();
            },
          };
        },
      }),
    ];
  },
});
