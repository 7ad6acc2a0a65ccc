/**
 * The files a message carries (decision 087), made by the sender from the message's own props as
 * it renders it, like its HTML (decision 029): the outbox holds no file, and every try of one row
 * attaches the same bytes. The resource that owns a template says how its files are made, at
 * start-up (payments/receipts-plugin.ts: the receipt's PDF), so the mail infrastructure knows no
 * resource (decision 108). A template no one registered sends none.
 */
import type { MailContent, MailTemplateName, PropsOf } from './templates/index.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The files of one message of template `K`, from its props; the same props, the same bytes. */
export type AttachmentMaker<K extends MailTemplateName> = (
  props: PropsOf<K>,
) => Promise<MailAttachment[]>;

export interface MailAttachments {
  /**
   * Says how the files of `template`'s messages are made, before the sender starts (a plugin at
   * start-up). A template has one maker: a second is a mistake, refused at once.
   */
  register<K extends MailTemplateName>(template: K, make: AttachmentMaker<K>): void;
  /** The files of `content`'s message; none when its template has no maker. */
  of(content: MailContent): Promise<MailAttachment[]>;
}

export function mailAttachments(): MailAttachments {
  const makers = new Map<
    MailTemplateName,
    (props: MailContent['props']) => Promise<MailAttachment[]>
  >();
  return {
    register(template, make) {
      if (makers.has(template)) throw new Error(`Attachments of '${template}' registered twice`);
      // register typed `make` by its template; `of` only ever passes it that template's props.
      makers.set(template, make as (props: MailContent['props']) => Promise<MailAttachment[]>);
    },
    async of(content) {
      return (await makers.get(content.template)?.(content.props)) ?? [];
    },
  };
}
