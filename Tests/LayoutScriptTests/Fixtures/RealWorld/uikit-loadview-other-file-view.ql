// Modelled on Yummypets/YPImagePicker, Source/Pages/Photo/YPCameraVC.swift: a controller whose
// `let` view of another file is made in `init` and becomes its view in a `loadView()` written
// before the initializer, with buttons of that view set up in viewDidLoad.
// expect-min-frames: 2
import UIKit

final class ScannerViewController: UIViewController {
    private let scannerView: ScannerView
    private var isTorchOn = false

    override internal func loadView() {
        view = scannerView
    }

    internal required init() {
        self.scannerView = ScannerView(overlayView: nil)
        super.init(nibName: nil, bundle: nil)
        title = "Scan"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override internal func viewDidLoad() {
        super.viewDidLoad()
        scannerView.torchButton.isHidden = isTorchOn
        scannerView.torchButton.addTarget(self, action: #selector(torchTapped), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(focusTapped(_:)))
        scannerView.previewContainer.addGestureRecognizer(tap)
    }

    @objc func torchTapped() { isTorchOn.toggle() }

    @objc func focusTapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: scannerView.previewContainer)
        scannerView.focusRing.center = point
    }
}
