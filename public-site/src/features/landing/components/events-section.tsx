import { Badge, Box, Card, Container, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarDays, MapPin } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Static sample events (spec section 1: the landing events are sample content). */
const EVENTS = [
  {
    title: 'Grand Alumni Reunion',
    date: '12 December',
    place: 'University Auditorium, Dhaka',
    tag: 'Reunion',
    text: 'Three decades of batches under one roof: music, food and old friends.',
    hue: 'brand',
  },
  {
    title: 'Career Mentoring Day',
    date: '24 January',
    place: 'Online',
    tag: 'Career',
    text: 'Senior alumni answer questions about jobs, study abroad and starting a business.',
    hue: 'cyan',
  },
  {
    title: 'Alumni Cricket Cup',
    date: '8 February',
    place: 'Central Field, Chattogram',
    tag: 'Sports',
    text: 'Eight association teams, one trophy and a lot of friendly rivalry.',
    hue: 'orange',
  },
] as const;

export function EventsSection() {
  return (
    <Box
      as="section"
      id="events"
      aria-labelledby="events-title"
      py={{ base: '14', md: '20' }}
      bg="bg.subtle"
      scrollMarginTop="20"
    >
      <Container maxW="7xl">
        <SectionHeading
          id="events-title"
          eyebrow="What's on"
          title="Recent Events"
          text="What associations on Alumni Connect are getting together for."
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {EVENTS.map((event) => (
            <Card.Root key={event.title} variant="outline" overflow="hidden" bg="bg.panel">
              <Box h="2" bgGradient="to-r" gradientFrom={`${event.hue}.500`} gradientTo={`${event.hue}.300`} />
              <Card.Body gap="3">
                <Badge w="fit-content" colorPalette={event.hue} variant="subtle">
                  {event.tag}
                </Badge>
                <Card.Title as="h3">{event.title}</Card.Title>
                <Text color="fg.muted" fontSize="sm">
                  {event.text}
                </Text>
                <HStack color="fg.muted" fontSize="sm">
                  <CalendarDays size={16} aria-hidden="true" /> <Text>{event.date}</Text>
                </HStack>
                <HStack color="fg.muted" fontSize="sm">
                  <MapPin size={16} aria-hidden="true" /> <Text>{event.place}</Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
