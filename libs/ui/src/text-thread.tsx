import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex } from 'antd';
import { useForm } from 'react-hook-form';
import { textReplySchema, type ConversationThreadDto, type TextMessageDto, type TextReplyRequest } from '@dd/contracts/message';
import { TextField } from './form-controls';
import { useUiText } from './i18n';
import { brand } from './theme';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' });

const INTENT_LABELS: Record<NonNullable<TextMessageDto['intent']>, string> = {
  confirm: 'Confirmed the booking',
  reschedule: 'Asked to reschedule',
  pick: 'Picked a new time',
  stop: 'Stopped texts',
  start: 'Resumed texts',
  help: 'Asked for help',
};

/** One text: ours on the right, theirs on the left (staff and the customer each see their own side as ours). */
function Bubble({ text, ours }: { text: TextMessageDto; ours: boolean }) {
  const tr = useUiText();
  return (
    <li style={{ listStyle: 'none', display: 'flex', justifyContent: ours ? 'flex-end' : 'flex-start' }} data-testid="text" data-direction={text.direction}>
      <div
        style={{
          maxWidth: '80%',
          padding: '8px 12px',
          borderRadius: 12,
          background: ours ? brand.primary : brand.background,
          color: ours ? '#fff' : brand.text,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text.body}
        <div style={{ fontSize: 12, marginTop: 4, opacity: 0.9 }}>
          {when(text.createdAt)}
          {text.intent && ` · ${tr(INTENT_LABELS[text.intent])}`}
          {text.status === 'failed' && ` · ${tr('not delivered')}`}
        </div>
      </div>
    </li>
  );
}

export interface TextThreadProps {
  thread: ConversationThreadDto;
  /** Who reads it: staff see our texts on the right, the customer theirs. */
  viewer: 'staff' | 'customer';
  /** Staff answer by text; absent for a read-only thread. */
  onReply?: (reply: TextReplyRequest) => Promise<unknown>;
}

/** A conversation by text (issue 43), oldest first, with the reply box staff answer from. */
export function TextThread({ thread, viewer, onReply }: TextThreadProps) {
  const { control, handleSubmit, reset, formState } = useForm<TextReplyRequest>({ resolver: zodResolver(textReplySchema), defaultValues: { body: '' } });
  const tr = useUiText();
  const send = handleSubmit(async (reply) => {
    if (!onReply) return;
    await onReply(reply);
    reset({ body: '' });
  });
  return (
    <div data-testid="text-thread">
      {thread.texts.length === 0 ? (
        <p style={{ color: brand.textMuted }}>{tr('No texts yet.')}</p>
      ) : (
        <ul aria-label={tr('Texts')} style={{ padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {thread.texts.map((text) => (
            <Bubble key={text.id} text={text} ours={(text.direction === 'out') === (viewer === 'staff')} />
          ))}
        </ul>
      )}
      {onReply &&
        (thread.smsDelivery === 'off' ? (
          <Alert style={{ marginTop: 16 }} type="info" showIcon message="Texts are off" description="No SMS provider is set up (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM), or System Settings switch text messages off, so replies cannot be sent." />
        ) : thread.conversation.optedOut ? (
          <Alert style={{ marginTop: 16 }} type="info" showIcon message="This number replied STOP" description="It gets no texts until it replies START." />
        ) : (
          <form onSubmit={send} style={{ marginTop: 16 }} noValidate>
            <TextField control={control} name="body" label={tr('Reply by text')} form="text-reply" multiline maxLength={480} />
            <Flex justify="flex-end">
              <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
                {tr('Send')}
              </Button>
            </Flex>
          </form>
        ))}
    </div>
  );
}
