import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { SectionCard, StatusChip, formatDateTime, optionLabel } from '@agrihub/shared';
import type { Ticket } from '../api/get-tickets';
import { SUPPORT_LIST_LIMIT, TICKET_PRIORITIES } from '../constants';

export interface TicketListProps {
  tickets: Ticket[];
  onOpen: (ticket: Ticket) => void;
}

/** 'Recent Support Tickets': the first 5, each opening its details. */
export function TicketList({ tickets, onOpen }: TicketListProps) {
  const shown = tickets.slice(0, SUPPORT_LIST_LIMIT);
  return (
    <SectionCard title="Recent Support Tickets" empty={shown.length === 0 ? 'No tickets found.' : null} fillHeight>
      <List disablePadding aria-label="Recent support tickets">
        {/* Each button in its own list item, named by everything it shows (reference, subject, time, status). */}
        {shown.map((t) => (
          <ListItem key={t._id} disablePadding sx={{ '& + &': { mt: 0.5 } }}>
            <ListItemButton
              onClick={() => onOpen(t)}
              sx={{
                px: 1.5,
                py: 1.25,
                borderRadius: 1.5,
                alignItems: 'flex-start',
                gap: 1.5,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography id={`ticket-${t._id}-ref`} variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {t.reference}
                </Typography>
                <Typography id={`ticket-${t._id}-subject`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {t.subject}
                </Typography>
                <Typography id={`ticket-${t._id}-updated`} variant="body2" color="text.secondary">
                  Updated {formatDateTime(t.updatedAt)}
                </Typography>
              </Box>
              <Box
                id={`ticket-${t._id}-status`}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-end',
                  gap: 0.5,
                  flexShrink: 0,
                }}
              >
                <StatusChip kind="ticket" status={t.status} label={t.status} />
                <Typography variant="caption" color="text.secondary">
                  {optionLabel(TICKET_PRIORITIES, t.priority)} priority
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
