/**
 * The style tags of a server render's head (their ids) and the CSS rules in them, sorted: two renders compared
 * by what they style with, whatever order Emotion inserted the rules in (a kept static fragment's rules join
 * the page's where the fragment stands, not where a full render would have inserted them).
 */
export const cssRules = (headTags: string): string[] => headTags.split(/(?<=\})(?=[.@])|(?=<style)/).sort();
