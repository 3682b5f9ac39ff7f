// Lesson 20 — reading a conflict log.
// Paste UIKit's "Unable to simultaneously satisfy constraints." log as it came: qlrepl names
// each view by its class (and its text), says each constraint in a sentence, marks ✗ the
// minimal set that cannot hold together, and draws the layout after UIKit's recovery, the
// views of the conflict heavy. Here a table view holds its cell at 44.5 points
// (UIView-Encapsulated-Layout-Height) while the cell pins an 80-point image 10 points from
// its top and its bottom: 10 + 80 + 10 does not fit in 44.5, so UIKit broke the image's height.
// Try:  :constraints                     (the constraint UIKit broke is BROKEN, the others hold)
//       :set 0x600001f4c1b0.constant 4   (the image's top: it moves up, and 4 + 80 + 10 still does not fit)
2024-05-14 09:31:07.418220+0200 Reader[4312:1187765] [LayoutConstraints] Unable to simultaneously satisfy constraints.
	Probably at least one of the constraints in the following list is one you don't want. 
	Try this: 
		(1) look at each constraint and try to figure out which you don't expect; 
		(2) find the code that added the unwanted constraint or constraints and fix it. 
(
    "<NSLayoutConstraint:0x600001f4c1b0 V:|-(10)-[UIImageView:0x7fd3c8e0a2c0]   (active, names: '|':UITableViewCellContentView:0x7fd3c8e09f10 )>",
    "<NSLayoutConstraint:0x600001f4c2a0 UIImageView:0x7fd3c8e0a2c0.height == 80   (active)>",
    "<NSLayoutConstraint:0x600001f4c340 V:[UIImageView:0x7fd3c8e0a2c0]-(10)-|   (active, names: '|':UITableViewCellContentView:0x7fd3c8e09f10 )>",
    "<NSLayoutConstraint:0x600001f4d5e0 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fd3c8e09f10.height == 44.5   (active)>"
)

Will attempt to recover by breaking constraint 
<NSLayoutConstraint:0x600001f4c2a0 UIImageView:0x7fd3c8e0a2c0.height == 80   (active)>

// exercise: Let the cell's bottom give way instead of breaking a constraint, as a self-sizing cell should.
// goal: constraints.conflicts == 0 && constraints.broken == 0
// hint: a constraint below priority 1000 gives way where a required one breaks: give the cell's bottom constraint 999 (:priority ADDRESS 999)
