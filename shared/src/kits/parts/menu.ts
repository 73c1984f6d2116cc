// Chakra's Menu, shared on its own (KIT_PARTS in shared/build/kits.cjs): its recipe joins the theme
// system when the part loads, so the first pages do not carry it.
import { addRecipes } from '@alumni/shared';
import { menuSlotRecipe } from '@chakra-ui/react/theme';

addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export * from '@alumni/chakra-part/menu';
