// Chakra's Checkbox, shared on its own (KIT_PARTS in shared/build/kits.cjs): its recipe joins the theme
// system when the part loads, so the first pages do not carry it.
import { addRecipes } from '@alumni/shared';
import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme';

addRecipes({ recipes: { checkmark: checkmarkRecipe }, slotRecipes: { checkbox: checkboxSlotRecipe } });

export * from '@alumni/chakra-part/checkbox';
