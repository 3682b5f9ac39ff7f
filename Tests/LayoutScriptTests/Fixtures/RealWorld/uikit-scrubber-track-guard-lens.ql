// Modelled on Aidoku/Aidoku, iOS/New/Views/Reader/ReaderSliderView.swift: a UIControl whose
// track, progress and thumb are constrained in init, whose knob is a view of another file's type
// made with a frame in an `#available` branch and sized by its own `bounds`, and whose
// layoutSubviews guards on `frame.size != .zero` before moving the progress bar.
// expect-min-frames: 4
import UIKit

class PageScrubberView: UIControl {
    var fraction: CGFloat = 0.5

    private lazy var rail = {
        let rail = UIView()
        rail.backgroundColor = .secondarySystemFill
        rail.layer.cornerRadius = 2
        return rail
    }()
    private lazy var filledRail = {
        let filled = UIView()
        filled.backgroundColor = tintColor
        return filled
    }()
    private lazy var handle = UIView()

    private lazy var knob: UIView = {
        let knob: UIView
        if #available(iOS 26.0, *) {
            knob = {
                let glass = GlassKnobView(frame: .init(x: 0, y: 0, width: 20, height: 14))
                return glass as UIView
            }()
        } else {
            knob = UIView(frame: .init(x: 0, y: 0, width: 12, height: 12))
        }
        knob.layer.cornerRadius = knob.frame.height / 2
        return knob
    }()

    private var filledWidth: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        handle.addSubview(knob)
        addSubview(rail)
        addSubview(filledRail)
        addSubview(handle)
        [rail, filledRail, handle, knob].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }

        filledWidth = filledRail.widthAnchor.constraint(equalToConstant: 6)
        filledWidth?.isActive = true
        NSLayoutConstraint.activate([
            rail.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6),
            rail.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -6),
            rail.centerYAnchor.constraint(equalTo: centerYAnchor),
            rail.heightAnchor.constraint(equalToConstant: 4),
            filledRail.leadingAnchor.constraint(equalTo: rail.leadingAnchor),
            filledRail.centerYAnchor.constraint(equalTo: centerYAnchor),
            filledRail.heightAnchor.constraint(equalToConstant: 4),
            handle.leadingAnchor.constraint(equalTo: leadingAnchor),
            handle.centerYAnchor.constraint(equalTo: centerYAnchor),
            handle.widthAnchor.constraint(equalToConstant: 32),
            handle.heightAnchor.constraint(equalToConstant: 32),
            knob.centerXAnchor.constraint(equalTo: handle.centerXAnchor),
            knob.centerYAnchor.constraint(equalTo: handle.centerYAnchor),
            knob.widthAnchor.constraint(equalToConstant: knob.bounds.width),
            knob.heightAnchor.constraint(equalToConstant: knob.bounds.height),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        updateFill()
    }

    private func updateFill() {
        guard rail.frame.size != .zero else { return }
        filledWidth?.constant = rail.bounds.width * fraction
    }
}
