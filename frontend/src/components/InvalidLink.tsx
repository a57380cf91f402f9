import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The invalid-link screen of the invite sign-up and the password reset. */
export function InvalidLink({ title, text, action, to }: { title: string; text: string; action: string; to: '/login' | '/forgotpassword' }) {
  return (
    <Container size={520} py="xl" px="md">
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" ta="center">
          <IconLinkOff size={40} aria-hidden color="var(--mantine-color-red-7)" />
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="gray.8">{text}</Text>
          <Button component={Link} to={to}>
            {action}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
