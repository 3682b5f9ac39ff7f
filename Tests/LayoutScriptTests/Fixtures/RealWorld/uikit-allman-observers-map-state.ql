// Modelled on bryceco/GoMap, src/iOS/MainViewController.swift: a state struct whose stored
// properties keep their `didSet` observers on a line of their own after a value that runs over
// two lines (`… .flatMap(State.init(rawValue:)) ?? .editor` then `{`), before the controller that
// lays out its buttons with anchors.
// expect-min-frames: 3
import UIKit

enum MapMode: Int {
    case editor
    case aerial
}

struct MapModeAndLayers {
    public var mode: MapMode = Preferences.shared.mapMode.value
        .flatMap(MapMode.init(rawValue:)) ?? .editor
    {
        didSet {
            if mode != oldValue {
                Preferences.shared.mapMode.value = mode.rawValue
            }
        }
    }

    var zoomedOut = true
    {
        didSet { print(zoomedOut) }
    }
}

final class MapScreenController: UIViewController {
    var state = MapModeAndLayers()
    let modeButton = UIButton(type: .system)
    let locateButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        modeButton.setTitle(state.mode == .editor ? "Editor" : "Aerial", for: .normal)
        locateButton.setTitle("Locate", for: .normal)
        for button in [modeButton, locateButton] {
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
        }
        NSLayoutConstraint.activate([
            modeButton.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 12),
            modeButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            locateButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
            locateButton.centerYAnchor.constraint(equalTo: modeButton.centerYAnchor),
        ])
    }
}
