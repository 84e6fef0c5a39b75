import { useId } from 'react';
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmptyState } from './states';

export interface SectionCardProps {
  /** The card's heading, which also names the section. */
  title: ReactNode;
  /** What to say instead of the content when there is nothing to show; null or absent shows the content. */
  empty?: string | null;
  /** Fills its grid cell's height, so cards side by side line up. */
  fillHeight?: boolean;
  children?: ReactNode;
}

/** A titled card holding one part of a page: a list, a table, a form. */
export function SectionCard({ title, empty, fillHeight = false, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={fillHeight ? { height: '100%' } : undefined}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {empty ? <EmptyState title={empty} dense /> : children}
      </CardContent>
    </Card>
  );
}
