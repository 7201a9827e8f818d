// Filled by the scanner work: parses Swift files with swift-syntax alone, as the benchmark floor.
