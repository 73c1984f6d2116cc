import { Box, Container, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eye, HeartHandshake, Target } from 'lucide-react';
import { SectionHeading } from './section-heading';

const BLOCKS = [
  {
    icon: Target,
    title: 'Our Mission',
    text: 'To give every alumni association the tools to grow its community, manage memberships and stay close to its members.',
  },
  {
    icon: Eye,
    title: 'Our Vision',
    text: 'A lifelong network in which every graduate can find their schoolmates and give back to the institution that shaped them.',
  },
  {
    icon: HeartHandshake,
    title: 'Our Values',
    text: 'Trust, openness and service: members own their data, associations own their rules, and we keep both safe.',
  },
];

export function MissionSection() {
  return (
    <Box
      as="section"
      aria-labelledby="mission-title"
      py={{ base: '14', md: '20' }}
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
    >
      <Container maxW="7xl">
        <SectionHeading id="mission-title" eyebrow="Why we exist" title="Mission, vision and values" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {BLOCKS.map(({ icon: IconComponent, title, text }) => (
            <Stack key={title} gap="3" p="6" rounded="xl" bg="bg.panel" borderWidth="1px">
              <Icon boxSize="8" color="brand.solid">
                <IconComponent />
              </Icon>
              <Text as="h3" fontWeight="bold" fontSize="xl">
                {title}
              </Text>
              <Text color="fg.muted">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
