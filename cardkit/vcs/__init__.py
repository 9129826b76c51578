"""What git knows of a project, asked with a timeout (`git`), and the names its history remembers
(`history`): a low layer, below the checks and the comparison that both ask it."""
