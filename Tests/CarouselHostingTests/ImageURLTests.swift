import CarouselHosting
import Foundation
import Testing

/// Image URL strings as feeds give them become URLs by one rule.
@Suite struct ImageURLTests {
  @Test(arguments: [
    ("https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"),
    ("  https://cdn.example.com/a.jpg\n", "https://cdn.example.com/a.jpg"),
    ("https://cdn.example.com/summer sale.jpg", "https://cdn.example.com/summer%20sale.jpg"),
    ("https://cdn.example.com/caf%C3%A9.jpg", "https://cdn.example.com/caf%C3%A9.jpg"),
    ("https://cdn.example.com/café.jpg", "https://cdn.example.com/caf%C3%A9.jpg"),
    ("//cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"),
    ("HTTP://cdn.example.com/a.jpg?w=800&h=400", "HTTP://cdn.example.com/a.jpg?w=800&h=400"),
  ])
  func stringsThatNameAPicture(string: String, expected: String) {
    #expect(CarouselImageURL.url(from: string)?.absoluteString == expected)
  }

  @Test(arguments: [
    "", "   ", "not a url", "ftp://example.com/a.jpg", "file:///tmp/a.jpg", "https://",
    "mailto:someone@example.com", "javascript:alert(1)", "cdn.example.com/a.jpg",
  ])
  func stringsThatNameNone(string: String) {
    #expect(CarouselImageURL.url(from: string) == nil)
  }
}
