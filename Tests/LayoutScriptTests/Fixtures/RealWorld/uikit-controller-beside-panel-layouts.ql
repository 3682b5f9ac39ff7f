// Modelled on scenee/FloatingPanel, Examples/Maps/Maps/MainViewController.swift: a controller
// whose map is a storyboard outlet and whose set-up code, in extensions, configures panel
// controllers, beside the panel layouts and delegates the file declares (classes that are no
// views): the controller is the screen.
// expect-min-frames: 2
import UIKit
import MapKit
import FloatingPanel

class PlacesViewController: UIViewController {
    lazy var panel = FloatingPanelController()
    lazy var panelDelegate = PlacesPanelDelegate(owner: self)

    @IBOutlet weak var mapView: MKMapView!
}

extension PlacesViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        panel.contentMode = .fitToBounds
        panel.delegate = panelDelegate
        setUpMapView()
    }
}

extension PlacesViewController: MKMapViewDelegate {
    func setUpMapView() {
        mapView.showsCompass = true
        mapView.delegate = self
    }
}

class PlacesPanelDelegate: NSObject, FloatingPanelControllerDelegate {
    unowned let owner: PlacesViewController

    init(owner: PlacesViewController) {
        self.owner = owner
    }

    func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
        PlacesPanelLayout()
    }
}

class PlacesPanelLayout: FloatingPanelLayout {
    let position: FloatingPanelPosition = .bottom
    let initialState: FloatingPanelState = .half
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        state == .full ? 0.3 : 0.0
    }
}
