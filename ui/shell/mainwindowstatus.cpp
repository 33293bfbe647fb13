// The main window's status bar: the frame time and the busy indicator (apart from mainwindow.cpp,
// which builds the rest of the window).
#include "ui/shell/mainwindow.h"

#include "ui/framework/controller.h"
#include "ui/framework/numbers.h"
#include "ui/framework/view.h"

#include <QApplication>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QTimer>

namespace pe::ui {

void MainWindow::createStatusBar(Controller* controller)
{
    m_frameLabel = new QLabel(this);
    m_frameLabel->setObjectName(QStringLiteral("frameTime"));
    m_frameLabel->setToolTip(tr("Time from the last parameter change to the finished redraw."));
    // A fixed width: a label that grows and shrinks with its number re-lays out the whole
    // status bar on every frame. Measured again in a new text size (it was cut at the left).
    m_frameLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    const auto fitFrameLabel = [this](const QFont& font) {
        m_frameLabel->setFixedWidth(
            QFontMetrics(font).horizontalAdvance(tr("frame %1 ms").arg(numbers::fixed(9999.9, 1))) + 8);
    };
    fitFrameLabel(m_frameLabel->font());
    connect(qApp, &QGuiApplication::fontChanged, m_frameLabel, fitFrameLabel);
    auto* busy = new QProgressBar(this);
    busy->setRange(0, 0);
    busy->setMaximumWidth(120);
    busy->setVisible(false);
    statusBar()->addPermanentWidget(busy);
    statusBar()->addPermanentWidget(m_frameLabel);
    connect(controller, &Controller::frameTimeMeasured, this,
            [this](double ms) { m_frameLabel->setText(tr("frame %1 ms").arg(numbers::fixed(ms, 1))); });
    // The indicator appears only for work longer than a few frames: showing it for every
    // 5 ms update would flicker and re-lay out the status bar on each frame.
    auto* busyDelay = new QTimer(this);
    busyDelay->setSingleShot(true);
    busyDelay->setInterval(250);
    connect(busyDelay, &QTimer::timeout, busy, &QWidget::show);
    connect(controller, &Controller::busyChanged, this, [busy, busyDelay](bool working) {
        if (working) {
            busy->setRange(0, 0); // indeterminate until a job reports progress
            busyDelay->start();
        } else {
            busyDelay->stop();
            busy->hide();
        }
    });
    connect(controller, &Controller::progressChanged, this, [this, busy](View* view, double fraction) {
        if (view != currentView())
            return;
        busy->setRange(0, 1000);
        busy->setValue(static_cast<int>(fraction * 1000));
    });
    busy->setToolTip(tr("The current view is being computed in the background."));
}

} // namespace pe::ui
