import { Box, Card, Container, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { BriefcaseBusiness, CalendarDays, MessagesSquare, UsersRound } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES = [
  { icon: UsersRound, title: 'Connect', text: 'Find classmates and keep your network alive, wherever life took them.' },
  {
    icon: CalendarDays,
    title: 'Event Management',
    text: 'Reunions, seminars and sports days planned and announced in one place.',
  },
  {
    icon: MessagesSquare,
    title: 'Share Stories',
    text: 'Celebrate what your alumni achieve and inspire the batches after you.',
  },
  {
    icon: BriefcaseBusiness,
    title: 'Find Opportunity',
    text: 'Jobs and mentoring from people who walked the same corridors.',
  },
];

export function FeatureGrid() {
  return (
    <Box as="section" aria-labelledby="features-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl">
        <SectionHeading id="features-title" eyebrow="What you can do" title="Everything your alumni community needs" />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {FEATURES.map(({ icon: IconComponent, title, text }) => (
            <Card.Root
              key={title}
              variant="outline"
              bg="bg.panel"
              _hover={{ borderColor: 'brand.solid', shadow: 'md' }}
              transition="all 0.2s"
            >
              <Card.Body gap="3">
                <Box bg="brand.subtle" color="brand.fg" rounded="lg" p="3" w="fit-content">
                  <Icon boxSize="6">
                    <IconComponent />
                  </Icon>
                </Box>
                <Card.Title as="h3">{title}</Card.Title>
                <Text color="fg.muted" fontSize="sm">
                  {text}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
