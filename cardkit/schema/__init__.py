"""JSON Schemas: cardkit's set compiled and cached (`sets`, `cache`) and every file validated
against them with each problem at its value (`validation`, the S codes)."""
