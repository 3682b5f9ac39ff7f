// Modelled on a ClickmeliveHostCoreIOS file, ListEventsView.swift: a screen view whose set-up
// methods (`setupViews()`, `setupLayout()`) nothing in the file calls, closures that make a
// horizontal collection view and a table, and the widespread `anchor(_ top:left:bottom:right:
// topConstant:…heightConstant:)` helper of another file (Let's Build That App's UIView extension).
// expect-min-frames: 3
import Foundation
import UIKit

final public class EventsScreenView: UIView {

    let filterBar: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumInteritemSpacing = 8
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.showsHorizontalScrollIndicator = false
        collection.backgroundColor = .secondarySystemBackground
        return collection
    }()

    let countLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.textColor = .secondaryLabel
        return label
    }()

    let eventsTable: UITableView = {
        let table = UITableView(frame: .zero, style: .plain)
        table.separatorStyle = .none
        table.rowHeight = 88
        return table
    }()

    public func setupViews() {
        backgroundColor = .systemBackground
        addSubview(filterBar)
        addSubview(countLabel)
        addSubview(eventsTable)
    }

    public func setupLayout() {
        filterBar.anchor(safeAreaLayoutGuide.topAnchor, left: leftAnchor, bottom: nil, right: rightAnchor,
                         topConstant: 0, leftConstant: 0, bottomConstant: 0, rightConstant: 0, widthConstant: 0, heightConstant: 48)
        countLabel.anchor(filterBar.bottomAnchor, left: leftAnchor, bottom: nil, right: nil,
                          topConstant: 8, leftConstant: 16, bottomConstant: 0, rightConstant: 0, widthConstant: 0, heightConstant: 0)
        eventsTable.anchor(countLabel.bottomAnchor, left: leftAnchor, bottom: safeAreaLayoutGuide.bottomAnchor, right: rightAnchor,
                           topConstant: 8, leftConstant: 0, bottomConstant: 0, rightConstant: 0, widthConstant: 0, heightConstant: 0)
    }

    func update(count: Int) {
        countLabel.text = "\(count) events"
    }
}
