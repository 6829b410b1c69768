// The modules whose types appear in this module's API (the engine's effects, axes,
// configuration, frames and events; the image pipeline), re-exported so that an app imports
// and links this one product only.
@_exported import CarouselCore
@_exported import CarouselImages
