/** Props shared by the Monaco views and their plain stand-ins. */
export interface CodeViewProps {
  readonly source: string;
  /** 1-based line being executed, or null. */
  readonly current: number | null;
  /** 1-based line that runs next, or null. */
  readonly next: number | null;
  readonly label: string;
  readonly height: number;
  /** Wrap long lines (narrow screens). */
  readonly wrap?: boolean;
  /** The number shown for each line (index n - 1), when not its own: the real file's; null shows none. */
  readonly lineNumbers?: readonly (number | null)[];
}

export interface ScriptEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly problem: { line: number; col: number; message: string } | null;
  readonly current: number | null;
  readonly label: string;
  readonly height: number;
  /** A line to scroll to the top when the editor opens (the part worth editing). */
  readonly revealLine?: number;
}

export interface DiffViewProps {
  readonly original: string;
  readonly modified: string;
  readonly originalLabel: string;
  readonly modifiedLabel: string;
  readonly height: number;
  readonly sideBySide: boolean;
}
