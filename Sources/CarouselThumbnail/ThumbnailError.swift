/// Why no thumbnail was made, as the message the tool prints.
struct ThumbnailError: Error {
  var message: String
}
