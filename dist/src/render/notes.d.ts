/**
 * Renders that cannot happen for reasons outside the description code — a dependency that is not
 * installed, a module that fails to load, a context the matrix does not provide, something the
 * sandbox refuses — are not findings about a tool: the tool falls back to its static text and the
 * run prints one note per cause, with what to do about it. Notes are sorted and name at most a few
 * examples, so the output stays short and byte-identical between runs.
 */
export type NoteCause = 'not-installed' | 'missing-file' | 'load' | 'context' | 'config' | 'sandbox' | 'background';
export interface NoteItem {
    cause: NoteCause;
    /** The thing that failed: a package name, a module path, a field, an API. */
    subject: string;
    /** One example of the message, for `load` and `sandbox`. */
    detail?: string;
    tool?: string;
}
/** One line per cause, in a fixed order. */
export declare function formatNotes(items: readonly NoteItem[]): string[];
/** How a command prints the notes of a render: one line each, on stderr, before the report. */
export declare function noteLines(notes: readonly string[] | undefined): string;
