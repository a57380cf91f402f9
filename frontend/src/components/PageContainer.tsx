import { Container, Stack, Title } from '@mantine/core';

/** One page: its h1 (under a trail back, where it has one) and its content, in a width that reads well from 360 px up. */
export function PageContainer({
  title,
  size = 'md',
  children,
  actions,
  above,
}: {
  title: string;
  size?: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
  above?: React.ReactNode;
}) {
  return (
    <Container size={size} py="xl" px="md">
      <Stack gap="lg">
        {above}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          {actions}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
