/// The text printed by `carousel --help`.
enum HelpText {
  static let usage = """
    carousel: an infinite-loop image carousel in the terminal

    Usage:
      carousel [options] [FILE|URL ...]
      carousel render [options] [FILE|URL ...] (--out DIR | --strip FILE.png | --text COLSxROWS)

    With no pictures it shows built-in demo slides (no network needed).

    Videos (.mp4 .m4v .mov .webm .mkv .ogv .m3u8 ...): there is no video decoder here, so a
    video slide shows its poster, the picture beside it with the same name (clip.jpg for
    clip.mp4), or a card naming it; it keeps the slide's time (nothing plays, nothing holds).

    Options:
      --titles "A,B,C"       titles for the pictures, in order; or a file of url<TAB>title lines
      --interval SECONDS     seconds between page turns, from 0.25 to 86400 (a day);
                             default 3; 0 turns auto-advance off; a list (3,8,5) gives
                             each slide its own, the slides past it wait the last one
      --hold-animations      an animated picture holds its slide until it has played
                             once (at most 30 s past the slide's interval)
      --vertical             stack the slides and scroll up and down
      --rtl                  right-to-left: the next slide comes from the left
      --marquee SPEED        drift continuously at SPEED points per second (a seamless loop)
      --effect NAME          page turn effect: slide (default), crossfade, zoom, depth,
                             overlap, linear, coverflow or cube
      --fit                  show whole pictures (letterboxed) instead of filling the slide
      --indicator STYLE      page indicator: dots (default), pill (the current dot
                             stretches), timer (the pill fills until the next turn) or none
      --reduce-motion        no auto-advance; page changes cross-fade instead of sliding
      --refresh SECONDS      ask the server about every picture URL this often and show a
                             changed one (default: when its HTTP freshness, max-age, runs out)
      --timeout SECONDS      give up on a picture URL after this long, retries included, and
                             show its failure (default 30; a server that stops sending fails
                             after 15 s of silence)
      --print-selection      on exit, print "selected <number> <title or URL>" for the last
                             item chosen with Enter or a click
      --color MODE           auto (default), truecolor, 256 or none (NO_COLOR is honoured)
      -h, --help             show this help
      -V, --version          show the version

    Render options (carousel render, virtual time, no terminal):
      --at T1,T2,...         times in seconds of the frames to write (default 0)
      --size WIDTHxHEIGHT    frame size in pixels (default 780x260)
      --scale N              pixels per point (default: height / 130)
      --out DIR              write DIR/frame-001.png, frame-002.png, ...
      --strip FILE.png       write all frames side by side as one contact sheet
      --text COLSxROWS       print the frames as coloured text of that many cells
      --glass                the dots and the stop/start control on glass, as on iOS 26
                             (an approximation of Liquid Glass)
      --allow-failures       draw a picture that cannot be loaded as a failure slide and
                             exit 0; without it, such a picture is named on stderr, nothing
                             is written and the exit status is 1

    Keys:
      left/right (up/down with --vertical)  previous/next slide
      space        pause or resume auto-advance (stays paused until you resume)
      enter        select the current slide
      1-9, 0       jump to slide 1-9, 10
      q, esc, ^C   quit
      ^Z           suspend to the shell; fg brings it back
    Mouse: drag the slides and fling them; click a slide to select it; click a dot to jump.

    Examples:
      carousel
      carousel --titles "Beach,City,Forest" beach.jpg city.jpg forest.jpg
      carousel --interval 0 --print-selection https://example.com/a.jpg b.png
      carousel --vertical --marquee 20 tall-background.jpg
      carousel --effect cube --interval 2
      carousel --interval 3,8 banner.jpg promo.mp4 logo.png
      carousel render --at 0,3.1,3.2,3.3 --size 780x260 --out frames
      carousel render --marquee 60 --at 0,0.5,1,1.5 --strip strip.png
      carousel render --indicator timer --interval 4 --at 1,2,3 --strip timer.png
    """
}
