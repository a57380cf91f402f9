import { Box, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './HeroBanner.module.css';

/** Shown only to visitors who are not signed in. */
export function HeroBanner() {
  const { t } = useTranslation();
  return (
    // A named section is a region landmark: screen reader users find the banner's text by it too.
    <Box component="section" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="xl" py="xl">
        <Title order={2} id="hero-title" className={classes.title}>
          {t('heroTitle')} {t('testName')}
        </Title>
        <Text mt="xs" maw={720} className={classes.text}>
          {t('heroText')}
        </Text>
      </Container>
    </Box>
  );
}
