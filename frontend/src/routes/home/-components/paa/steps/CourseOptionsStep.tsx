import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const OPTIONS = ['corequisite', 'developmental', 'ncbo', 'abe'] as const;
const TIPS = ['1', '2', '3', '4', '5'] as const;

/** Step 4, Developmental Education Options: what may follow a result below college-ready. */
export function CourseOptionsStep() {
  const { t } = useTranslation('paa');
  return (
    <Stack gap="lg">
      <Text>{t('courseOptions.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {OPTIONS.map((key) => (
          <Card key={key} component="li" withBorder radius="md" padding="md">
            <Title order={3} fz="h4">
              {t(`courseOptions.${key}.title`)}
            </Title>
            <Text mt="xs" size="sm">
              {t(`courseOptions.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('courseOptions.tipsHeading')}
        </Title>
        <List spacing="xs">
          {TIPS.map((key) => (
            <List.Item key={key}>{t(`courseOptions.tips.${key}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
