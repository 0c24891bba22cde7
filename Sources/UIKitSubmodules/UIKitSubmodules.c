// The target's only job is its module map (include/module.modulemap): UIKit's submodule names.
// A C target needs a source file; this one declares nothing else.
void orientsim_uikit_submodules(void) {}
