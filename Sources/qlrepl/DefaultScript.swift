/// The script `qlrepl` shows when started without a file: a small profile card.
enum DefaultScript {
  /// The name it goes by in diagnostics.
  static let path = "<default card>"

  static let source = """
    // A profile card (:save card.ql keeps it as a file). Try: gap = 16, :json, :save card.ql
    canvas(width: 375, height: 120)

    let avatar = UIImageView(width: 40, height: 40)
    let title = UILabel(text: "Kylee Lessie")
    let subtitle = UILabel(text: "Developer at a very long company name", lines: 0, font: 14)
    let follow = UIButton(title: "Follow")
    var gap = 8

    var body: Layout {
      HStack(alignment: .top, spacing: gap) {
        avatar
        VStack(alignment: .leading, spacing: 4) {
          title
          subtitle
        }
        Spacer()
        follow
      }
      .padding(.horizontal, 16)
    }
    """
}
