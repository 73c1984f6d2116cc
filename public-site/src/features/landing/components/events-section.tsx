import { Badge, Box, Button, Card, Container, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { upcomingEventsQuery } from '../../../api/get-events';
import { EventCard } from '../../../components/event-card';
import { SectionHeading } from './section-heading';

/** Sample events (spec section 1), shown only while no association has an upcoming event. */
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

function SampleEvents() {
  return (
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
  );
}

/** The soonest upcoming events of every association (the server renders them in), else the samples. */
export function EventsSection() {
  const { data, isError } = useQuery(upcomingEventsQuery());
  const events = data?.results ?? [];
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
          title={events.length > 0 ? 'Upcoming Events' : 'Recent Events'}
          text="What associations on Alumni Connect are getting together for."
        />
        {events.length > 0 ? (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" aria-label="Upcoming events">
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} headingLevel="h3" />
                </li>
              ))}
            </SimpleGrid>
            <Box textAlign="center" mt="8">
              <Button asChild variant="outline">
                <Link to="/events">
                  See all events <ArrowRight />
                </Link>
              </Button>
            </Box>
          </>
        ) : (
          (data || isError) && <SampleEvents />
        )}
      </Container>
    </Box>
  );
}
