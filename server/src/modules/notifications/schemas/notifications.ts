import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { NotificationKind, NotificationPriority } from '../../../platform/schemas/domain.ts';

export const Notification = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  message: Type.String(),
  type: Type.String(),
  priority: ref(NotificationPriority),
  kind: ref(NotificationKind),
  link: Type.Union([Type.String(), Type.Null()], { description: 'The portal path the notification is about' }),
  isRead: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export type Notification = Static<typeof Notification>;
