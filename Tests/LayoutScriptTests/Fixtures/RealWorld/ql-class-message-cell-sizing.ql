// Modelled on astralchen/QLKit, Demo/Demo/MessageCell.swift: a @QuickLayout cell whose own
// sizeThatFits limits the proposal to its width with an unbounded height and measures through the
// macro's implementation, whose flexibility(for:) makes it fixed across and flexible along, and
// whose configure(_:) fills it from a model; here a screen class lists two of them; our own code.
// expect-min-frames: 8
import UIKit
import QuickLayout

struct Note {
  let title: String
  let text: String
}

@QuickLayout
final class NoteCell: UICollectionViewCell {
  let avatar = UIImageView()
  let titleLabel = UILabel()
  let textLabel = UILabel()

  var body: Layout {
    HStack(alignment: .top, spacing: 8) {
      avatar
        .resizable()
        .frame(width: 32, height: 32)
      VStack(alignment: .leading, spacing: 4) {
        titleLabel
        textLabel
      }
      Spacer()
    }
    .padding(12)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    avatar.layer.cornerRadius = 16
    avatar.clipsToBounds = true
    titleLabel.font = .boldSystemFont(ofSize: 14)
    textLabel.font = .systemFont(ofSize: 14)
    textLabel.numberOfLines = 0
  }

  required init?(coder: NSCoder) {
    fatalError()
  }

  func configure(_ note: Note) {
    titleLabel.text = note.title
    textLabel.text = note.text
    setNeedsLayout()
  }

  private func widthOnly(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: .greatestFiniteMagnitude)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    _QuickLayoutViewImplementation.sizeThatFits(self, size: widthOnly(size)) ?? size
  }

  override func flexibility(for axis: Axis) -> Flexibility {
    switch axis {
    case .horizontal:
      return .fixedSize
    case .vertical:
      return .fullyFlexible
    }
  }
}

@QuickLayout
final class NotesScreen: UIView {
  private let first = NoteCell()
  private let second = NoteCell()

  override init(frame: CGRect) {
    super.init(frame: frame)
    first.configure(Note(title: "Ana", text: "Lunch at one?"))
    second.configure(Note(title: "Ben", text: "The slides are in the shared folder now"))
  }

  required init?(coder: NSCoder) {
    fatalError()
  }

  var body: Layout {
    VStack(spacing: 0) {
      first
      second
    }
  }
}
