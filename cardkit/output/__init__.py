"""The shared output layer: templates, fonts, PDF writing and stamping every output draws with."""
