import { useMemo } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Ltr, SectionCard, StatusChip, formatDateTime, optionLabel } from '@agrihub/shared';
import type { Ticket } from '../api/get-tickets';
import { SUPPORT_LIST_LIMIT, ticketPriorities, ticketStatusLabel } from '../constants';
import { useSupportTranslation } from '../../../locales/i18n';

export interface TicketListProps {
  tickets: Ticket[];
  onOpen: (ticket: Ticket) => void;
}

/** 'Recent Support Tickets': the first 5, each opening its details. */
export function TicketList({ tickets, onOpen }: TicketListProps) {
  const { t } = useSupportTranslation();
  const priorities = useMemo(() => ticketPriorities(t), [t]);
  const shown = tickets.slice(0, SUPPORT_LIST_LIMIT);
  return (
    <SectionCard title={t('ticketList.title')} empty={shown.length === 0 ? t('ticketList.empty') : null} fillHeight>
      <List disablePadding aria-label={t('ticketList.label')}>
        {/* Each button in its own list item, named by everything it shows (reference, subject, time, status). */}
        {shown.map((ticket) => (
          <ListItem key={ticket._id} disablePadding sx={{ '& + &': { mt: 0.5 } }}>
            <ListItemButton
              onClick={() => onOpen(ticket)}
              sx={{
                px: 1.5,
                py: 1.25,
                borderRadius: 1.5,
                alignItems: 'flex-start',
                gap: 1.5,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography id={`ticket-${ticket._id}-ref`} variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                  <Ltr>{ticket.reference}</Ltr>
                </Typography>
                <Typography id={`ticket-${ticket._id}-subject`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {ticket.subject}
                </Typography>
                <Typography id={`ticket-${ticket._id}-updated`} variant="body2" color="text.secondary">
                  {t('ticketList.updated', { time: formatDateTime(ticket.updatedAt) })}
                </Typography>
              </Box>
              <Box
                id={`ticket-${ticket._id}-status`}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-end',
                  gap: 0.5,
                  flexShrink: 0,
                }}
              >
                <StatusChip kind="ticket" status={ticket.status} label={ticketStatusLabel(t, ticket.status)} />
                <Typography variant="caption" color="text.secondary">
                  {t('ticketList.priority', { priority: optionLabel(priorities, ticket.priority) })}
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
