/** DOM helpers of the boot paint: text only (textContent), never HTML. */
export const element = (tag: string, className?: string, text?: string): HTMLElement => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

export const append = (parent: Node, ...children: Node[]): HTMLElement => {
  children.forEach((child) => parent.appendChild(child));
  return parent as HTMLElement;
};

/** The page heading where the page puts it (index.html's `#boot-title`, the theme's h1). */
export const heading = (text: string): HTMLElement => {
  const title = element('div', '', text);
  title.id = 'boot-title';
  return title;
};
