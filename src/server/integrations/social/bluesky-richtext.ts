/**
 * Bluesky rich text: links, mentions and hashtags as app.bsky.richtext.facet entries, whose ranges
 * are UTF-8 byte offsets into the post text (start inclusive, end exclusive), as the lexicon says.
 * Detection follows Bluesky's own rules (the patterns of its RichText detector): a link is an
 * http(s) URL, a mention an @handle with a dot, a tag a # word that is not only digits; trailing
 * punctuation is not part of a link or tag. Mentions need the handle's DID, resolved by the caller.
 */

export interface ByteSlice {
  byteStart: number;
  byteEnd: number;
}

export type FacetFeature =
  | { $type: "app.bsky.richtext.facet#link"; uri: string }
  | { $type: "app.bsky.richtext.facet#mention"; did: string }
  | { $type: "app.bsky.richtext.facet#tag"; tag: string };

export interface Facet {
  index: ByteSlice;
  features: FacetFeature[];
}

export type DetectedFacet =
  | { kind: "link"; index: ByteSlice; uri: string }
  | { kind: "mention"; index: ByteSlice; handle: string }
  | { kind: "tag"; index: ByteSlice; tag: string };

const encoder = new TextEncoder();

function byteOffset(text: string, utf16Index: number): number {
  return encoder.encode(text.slice(0, utf16Index)).length;
}

function slice(text: string, start: number, end: number): ByteSlice {
  return { byteStart: byteOffset(text, start), byteEnd: byteOffset(text, end) };
}

export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) count++;
  return count;
}

const MENTION = /(^|\s|\()(@)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+)(?=$|[\s),.;:!?'"])/g;
const LINK = /(^|\s|\()(https?:\/\/[^\s<>"]+)/gi;
const TAG =
  /(^|\s)[#＃]((?!\ufe0f)[^\s\u00AD\u2060\u200A\u200B\u200C\u200D\u20e2]*[^\d\s\p{P}\u00AD\u2060\u200A\u200B\u200C\u200D\u20e2]+[^\s\u00AD\u2060\u200A\u200B\u200C\u200D\u20e2]*)?/gu;

/** Links, mentions and tags in the text, in text order, with their byte ranges. */
export function detectFacets(text: string): DetectedFacet[] {
  const found: (DetectedFacet & { at: number })[] = [];

  for (const m of text.matchAll(MENTION)) {
    const handle = m[3]!;
    // A mention's last label must look like a TLD (letters), as in Bluesky's detector.
    if (!/\.[a-z][a-z0-9-]*$/i.test(handle)) continue;
    const start = m.index! + m[1]!.length;
    found.push({ kind: "mention", handle: handle.toLowerCase(), index: slice(text, start, start + 1 + handle.length), at: start });
  }

  for (const m of text.matchAll(LINK)) {
    let uri = m[2]!;
    // Sentence punctuation after a link is not part of it; a ")" only when the link has no "(".
    uri = uri.replace(/[.,;:!?'"]+$/, "");
    if (uri.endsWith(")") && !uri.includes("(")) uri = uri.slice(0, -1);
    try {
      new URL(uri);
    } catch {
      continue;
    }
    const start = m.index! + m[1]!.length;
    found.push({ kind: "link", uri, index: slice(text, start, start + uri.length), at: start });
  }

  for (const m of text.matchAll(TAG)) {
    let tag = m[2];
    if (!tag) continue;
    tag = tag.trim().replace(/\p{P}+$/u, "");
    if (tag.length === 0 || graphemeCount(tag) > 64) continue;
    const start = m.index! + m[1]!.length;
    found.push({ kind: "tag", tag, index: slice(text, start, start + 1 + tag.length), at: start });
  }

  // A "#" or "@" inside a link belongs to the link.
  const links = found.filter((f) => f.kind === "link");
  const kept = found.filter(
    (f) => f.kind === "link" || !links.some((l) => f.index.byteStart >= l.index.byteStart && f.index.byteStart < l.index.byteEnd),
  );
  return kept.sort((a, b) => a.at - b.at).map(({ at: _at, ...facet }) => facet as DetectedFacet);
}

/** The facets of a post, mentions with the DIDs `dids` resolved (unresolved handles stay plain text). */
export function toFacets(detected: DetectedFacet[], dids: ReadonlyMap<string, string>): Facet[] {
  const facets: Facet[] = [];
  for (const f of detected) {
    if (f.kind === "link") facets.push({ index: f.index, features: [{ $type: "app.bsky.richtext.facet#link", uri: f.uri }] });
    else if (f.kind === "tag") facets.push({ index: f.index, features: [{ $type: "app.bsky.richtext.facet#tag", tag: f.tag }] });
    else {
      const did = dids.get(f.handle);
      if (did) facets.push({ index: f.index, features: [{ $type: "app.bsky.richtext.facet#mention", did }] });
    }
  }
  return facets;
}
