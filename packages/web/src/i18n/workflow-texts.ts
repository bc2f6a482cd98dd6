import { namespaceTexts } from './namespace-texts';
import { WORKFLOW_NAMESPACE } from './workflow-loaders';

const workflow = namespaceTexts(WORKFLOW_NAMESPACE);

/**
 * The workflow texts (forms, BPM, student affairs) in the current language. Their screens load
 * the namespace before they render (`loadWorkflowTexts` in the route table), so nothing suspends.
 */
export const useWorkflowTexts = workflow.useTexts;

/** Loads the workflow texts of the current language (and the fallback); later switches keep them loaded. */
export const loadWorkflowTexts = workflow.load;

/** A page loader that also loads the workflow texts, in parallel with the page's code. */
export const withWorkflowTexts = workflow.withTexts;
