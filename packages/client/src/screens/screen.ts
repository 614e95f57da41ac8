/** Every screen has a lifecycle: shown with its parameters, hidden, and told when the window resizes. */
export interface Screen<P = void> {
  readonly el: HTMLElement;
  show(params: P): void | Promise<void>;
  hide(): void;
  resize(): void;
}
