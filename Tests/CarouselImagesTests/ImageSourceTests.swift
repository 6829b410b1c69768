import CarouselImages
import Foundation
import Testing

/// Picture strings, as feeds, JSON and command lines give them, read by one rule.
@Suite struct ImageSourceTests {
  @Test(arguments: [
    ("https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"),
    ("  https://cdn.example.com/a.jpg\n", "https://cdn.example.com/a.jpg"),
    ("https://cdn.example.com/summer sale.jpg", "https://cdn.example.com/summer%20sale.jpg"),
    ("https://cdn.example.com/caf%C3%A9.jpg", "https://cdn.example.com/caf%C3%A9.jpg"),
    ("https://cdn.example.com/café.jpg", "https://cdn.example.com/caf%C3%A9.jpg"),
    ("//cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"),
    ("HTTP://cdn.example.com/a.jpg?w=800&h=400", "HTTP://cdn.example.com/a.jpg?w=800&h=400"),
  ])
  func remotePictures(string: String, expected: String) throws {
    #expect(try ImageSource(string) == .remote(#require(URL(string: expected))))
    #expect(ImageSource.url(from: string)?.absoluteString == expected)
  }

  @Test(arguments: [
    ("file:///tmp/a.jpg", "/tmp/a.jpg"),
    ("FILE:///tmp/a.jpg", "/tmp/a.jpg"),
    ("file:/tmp/a.jpg", "/tmp/a.jpg"),
    ("file:///tmp/summer sale.jpg", "/tmp/summer sale.jpg"),
    ("file:///tmp/summer%20sale.jpg", "/tmp/summer sale.jpg"),
  ])
  func fileURLs(string: String, path: String) throws {
    #expect(try ImageSource(string) == .file(URL(fileURLWithPath: path)))
  }

  @Test(arguments: [
    ("ftp://example.com/a.jpg", "ftp"), ("mailto:someone@example.com", "mailto"),
    ("javascript:alert(1)", "javascript"), ("data:image/png;base64,AAAA", "data"),
    ("gopher://example.com/a", "gopher"), ("ftp://alice:secret@example.com/a.jpg", "ftp"),
  ])
  func otherSchemesAreRefusedByName(string: String, scheme: String) {
    // Then the error names the scheme, and nothing else of the string
    #expect(throws: ImageError.unsupportedScheme(scheme)) { try ImageSource(string) }
    #expect(!ImageError.unsupportedScheme(scheme).description.contains("secret"))
    // And a view loads a URL the pipeline refuses with the same error
    #expect(ImageSource.url(from: string)?.scheme?.lowercased() == scheme)
  }

  @Test(arguments: ["", "   ", "https://", "http:///a.jpg"])
  func stringsThatNameNothing(string: String) {
    #expect(throws: ImageError.unsupportedURL) { try ImageSource(string) }
  }

  @Test func emptyStringsGiveViewsNoURL() {
    #expect(ImageSource.url(from: "") == nil)
    #expect(ImageSource.url(from: " \n") == nil)
  }

  #if !canImport(Darwin)
    @Test(arguments: [
      "banner.jpg", "pictures/banner.jpg", "/var/pictures/banner.jpg", "banner:2x.png",
      "cdn.example.com/a.jpg", "not a url",
    ])
    func elsewhereANameIsAPath(string: String) throws {
      // Then it is a file, relative to the current directory unless absolute
      let expected = URL(fileURLWithPath: string)
      #expect(try ImageSource(string) == .file(expected))
      #expect(ImageSource.url(from: string) == expected)
    }
  #endif
}
