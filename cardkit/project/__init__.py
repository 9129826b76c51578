"""A project opened and validated: the validate stage (`validate`: config, load, schemas and
model in one report), the content's revision (`revision`) and the marks printed on each
component (`marks`)."""
