#ifndef DOCGEN_VERSION_H
#define DOCGEN_VERSION_H

/// The version `scripts/install` builds docgen with (the git tag, or `0.y.z+commit`), or "" for a
/// plain `swift build`. Package.swift passes it from $DOCGEN_VERSION as a C define, so that stamping
/// a release changes no file of the repository.
const char *docgen_build_version(void);

#endif
