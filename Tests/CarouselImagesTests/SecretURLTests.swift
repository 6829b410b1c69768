#if canImport(CCarouselCodecs) && os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  #if canImport(Glibc)
    import Glibc
  #endif

  /// A URL with user info (`http://alice:password@host/...`): the password goes to the server
  /// the URL names, and nowhere else: not into the disk cache (its folder read whole, file
  /// names included), not into any error's message, not into a URL as it is shown. The
  /// cache's folders and files are the user's alone.
  @Suite struct SecretURLTests {
    let server = TestServer.shared
    static let password = "pa55-Wh1sper"
    /// The password as it may appear written down: in clear, percent-encoded, and inside the
    /// Basic credentials a request carries.
    static var writtenForms: [String] {
      let credentials = Data("alice:\(password)".utf8).base64EncodedString()
      let encoded = password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
      return [password, encoded, credentials]
    }

    func secretURL(_ path: String, password: String = SecretURLTests.password) -> URL {
      testURL("http://alice:\(password)@127.0.0.1:\(server.port)\(path)")
    }

    func load(_ pipeline: ImagePipeline, _ url: URL) async -> Result<DecodedImage, ImageError> {
      do throws(ImageError) {
        return .success(
          try await pipeline.image(
            for: ImageRequest(url: url, targetSize: PixelSize(width: 64, height: 64))))
      } catch {
        return .failure(error)
      }
    }

    /// Every file under `directory`, with its path relative to it, its bytes and its mode;
    /// and every folder's mode.
    static func walk(_ directory: URL) -> (files: [(String, Data, mode_t)], folders: [mode_t]) {
      var files: [(String, Data, mode_t)] = []
      var folders: [mode_t] = []
      let enumerator = FileManager.default.enumerator(atPath: directory.path)
      var status = stat()
      if stat(directory.path, &status) == 0 { folders.append(status.st_mode & 0o777) }
      while let relative = enumerator?.nextObject() as? String {
        let path = directory.appendingPathComponent(relative).path
        guard lstat(path, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR {
          folders.append(status.st_mode & 0o777)
        } else {
          files.append(
            (relative, FileManager.default.contents(atPath: path) ?? Data(), status.st_mode & 0o777)
          )
        }
      }
      return (files, folders)
    }

    @Test func thePasswordGoesToTheServerAndNowhereElse() async throws {
      // Given a server that answers only with Basic credentials, a disk cache in a folder of
      // its own, and pictures at URLs whose user info holds the password
      await server.ready()
      let picture = server.publish(
        try ImageEncoder.pngData(from: TestImages.quadrants(width: 40, height: 40)))
      server.setOptions("auth=alice:\(Self.password)", for: picture)
      let page = server.publish(Data("<html>not a picture</html>".utf8))
      let folder = makeTemporaryDirectory("secrets").appendingPathComponent("Caches/Images")
      defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
      let cache = try DiskCache(directory: folder, sizeLimit: 8 << 20)
      let pipeline = ImagePipeline(
        configuration: .init(
          dataLoader: URLSessionDataLoader(
            configuration: .init(retryPolicy: RetryPolicy(maximumRetryCount: 0))),
          memoryCache: nil, diskCache: cache, retryPolicy: RetryPolicy(maximumRetryCount: 0)))

      // When the picture is loaded, then loaded again from the disk cache, and failures come
      // back: another user at the same address, a wrong password, a missing picture, a page
      // that is not a picture, a host that does not answer, a scheme the loader does not load
      let loaded = await load(pipeline, secretURL("/files/\(picture)"))
      let again = await load(pipeline, secretURL("/files/\(picture)"))
      let otherUser = testURL(
        "http://bob:\(Self.password)@127.0.0.1:\(server.port)/files/\(picture)")
      let failures = [
        await load(pipeline, otherUser),
        await load(
          pipeline, secretURL("/files/\(picture)?v=2", password: "wrong-" + Self.password)),
        await load(pipeline, secretURL("/files/missing-\(UUID().uuidString)")),
        await load(pipeline, secretURL("/files/\(page)")),
        await load(pipeline, testURL("http://alice:\(Self.password)@127.0.0.1:1/a.png")),
        await load(pipeline, testURL("ftp://alice:\(Self.password)@127.0.0.1/a.png")),
      ]

      // Then the server was given the credentials, and the picture arrived; the second time
      // from the disk cache, which another user at the same address does not share
      #expect((try? loaded.get())?.size == PixelSize(width: 40, height: 40))
      #expect((try? again.get()) == (try? loaded.get()))
      #expect(try await server.stats(picture).authorized == 1)
      #expect(try await server.stats(picture).requests == 3)
      // And each failure says what happened, without the password
      var messages: [String] = []
      for failure in failures {
        guard case .failure(let error) = failure else {
          Issue.record("expected a failure, got \(failure)")
          continue
        }
        messages += [error.description, String(describing: error), "\(error)"]
      }
      #expect(messages.contains { $0.contains("HTTP 401") })
      #expect(messages.contains { $0.contains("unsupported URL scheme \"ftp:\"") })
      // And the cache's folder, read whole (names and bytes of every file, the lock and
      // temporary files included), holds the password in no form
      let (files, folders) = Self.walk(folder)
      #expect(files.contains { $0.0.count == 32 && $0.1.count > 100 }, "the picture is stored")
      for (name, bytes, _) in files {
        for secret in Self.writtenForms {
          #expect(!name.contains(secret))
          #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(name) holds \(secret)")
        }
      }
      for message in messages {
        for secret in Self.writtenForms { #expect(!message.contains(secret), "\(message)") }
      }
      // And the folders are the user's alone (0700), the files too (0600)
      #expect(!folders.isEmpty && folders.allSatisfy { $0 == 0o700 }, "\(folders)")
      #expect(files.allSatisfy { $0.2 == 0o600 }, "\(files.map { ($0.0, $0.2) })")
      // And the URL, as shown, keeps the user name and hides the password
      #expect(
        secretURL("/files/a.png").redactedDescription
          == "http://alice:***@127.0.0.1:\(server.port)/files/a.png")
    }

    @Test func userInfoIsRedactedWhereverAnAddressIsShown() {
      let cases: [(String, String)] = [
        ("http://alice:secret@host/a.jpg", "http://alice:***@host/a.jpg"),
        ("https://TOKEN123@host/a.jpg", "https://***@host/a.jpg"),
        ("http://alice:p%40ss:word@host:8080/a?b=c", "http://alice:***@host:8080/a?b=c"),
        ("http://host/a@b.jpg", "http://host/a@b.jpg"),
        (
          "http://host/a.jpg?next=http://bob:pw@other/x",
          "http://host/a.jpg?next=http://bob:***@other/x"
        ),
        ("carousel: http://a:b@h/x.png: HTTP 404", "carousel: http://a:***@h/x.png: HTTP 404"),
        ("ftp://u:p@h", "ftp://u:***@h"),
        ("no address here", "no address here"),
        ("/a/path/with@sign.png", "/a/path/with@sign.png"),
      ]
      for (text, shown) in cases {
        #expect(URLRedaction.redacted(text) == shown, "\(text)")
      }
      // And the cache keys a picture by its address without the password (a token alone
      // as a hash of it)
      #expect(
        URLRedaction.storedKey(for: testURL("http://alice:secret@host:81/a.jpg?x=1"))
          == "http://alice@host:81/a.jpg?x=1")
      let token = URLRedaction.storedKey(for: testURL("https://TOKEN123@host/a.jpg"))
      #expect(token.hasPrefix("https://token-") && !token.contains("TOKEN123"))
      #expect(URLRedaction.storedKey(for: testURL("http://host/a.jpg")) == "http://host/a.jpg")
    }

    @Test func anOlderCacheFolderIsMadePrivateWhenItOpens() throws {
      // Given a cache folder made by an older version: readable by everyone, with an entry
      // and a lock file readable by everyone
      let folder = makeTemporaryDirectory("older").appendingPathComponent("Images")
      defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
      do {
        let older = try DiskCache(directory: folder, sizeLimit: 1 << 20)
        #expect(older.store(Data(repeating: 7, count: 100), for: "http://host/a.png"))
      }
      let (files, _) = Self.walk(folder)
      for (name, _, _) in files { chmod(folder.appendingPathComponent(name).path, 0o644) }
      chmod(folder.path, 0o755)
      chmod(folder.appendingPathComponent(".tmp").path, 0o755)
      // When it is opened
      let cache = try DiskCache(directory: folder, sizeLimit: 1 << 20)
      // Then its folders and files are the user's alone again, and the entry is served
      let (after, folders) = Self.walk(folder)
      #expect(folders.allSatisfy { $0 == 0o700 }, "\(folders)")
      #expect(after.allSatisfy { $0.2 == 0o600 }, "\(after.map { ($0.0, $0.2) })")
      #expect(cache.data(for: "http://host/a.png")?.count == 100)
    }
  }
#endif
