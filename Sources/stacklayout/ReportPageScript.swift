/// The script of the HTML report (`ReportPage`): plain JavaScript, no library, run once the page
/// has loaded. It reads the layout from the `layout-data` JSON block.
enum ReportPageScript {
    static let source = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("layout-data").textContent);
          var svgNS = "http://www.w3.org/2000/svg";
          var svg = document.querySelector("#picture svg");
          var overlay = svg.querySelector("#overlay");
          overlay.setAttribute("pointer-events", "none");
          var items = {};
          data.items.forEach(function (item) { items[item.name] = item; });

          function byId(id) { return document.getElementById(id); }
          function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }
          function shape(tag, attributes) {
            var node = document.createElementNS(svgNS, tag);
            Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]); });
            overlay.appendChild(node);
            return node;
          }
          function elementsOf(name) {
            return Array.prototype.filter.call(svg.querySelectorAll("[data-item]"), function (node) {
              return node.getAttribute("data-item") === name;
            });
          }
          function isUISV(index) { return (data.constraints[index].identifier || "").indexOf("UISV-") === 0; }
          // UISV identifiers first, otherwise in the order the layout added them.
          function uisvFirst(indices) {
            return indices.filter(isUISV).concat(indices.filter(function (i) { return !isUISV(i); }));
          }
          function constraintItem(index) {
            var constraint = data.constraints[index];
            var li = document.createElement("li");
            li.textContent = constraint.text + (constraint.broken ? "   (broken)" : "");
            li.setAttribute("data-constraint", String(index));
            if (constraint.broken) { li.className = "broken"; }
            li.addEventListener("click", function () { showConstraint(index); });
            return li;
          }
          function fillList(id, indices) {
            var list = byId(id);
            clear(list);
            indices.forEach(function (index) { list.appendChild(constraintItem(index)); });
          }
          function selectLink(name) {
            var a = document.createElement("a");
            a.textContent = name;
            a.href = "#select=" + encodeURIComponent(name);
            return a;
          }

          var selected = null;
          function select(name) {
            var item = items[name];
            if (!item) { return; }
            selected = name;
            Array.prototype.forEach.call(svg.querySelectorAll(".selected"), function (node) { node.classList.remove("selected"); });
            elementsOf(name).forEach(function (node) { node.classList.add("selected"); });
            clear(overlay);
            var f = item.frame;
            shape("rect", { id: "highlight", x: f[0], y: f[1], width: Math.max(f[2], 1), height: Math.max(f[3], 1),
              fill: "#ff00ff", "fill-opacity": "0.35", stroke: "#ff00ff", "stroke-width": "3" });
            byId("selected-name").textContent = name;
            byId("selected-frame").textContent = "x " + item.local[0] + ", y " + item.local[1] +
              ", width " + item.local[2] + ", height " + item.local[3] + " (" + item.kind + ")";
            var all = data.constraints.map(function (c, index) { return index; });
            fillList("owned", uisvFirst(all.filter(function (i) { return data.constraints[i].owner === name; })));
            fillList("mentions", uisvFirst(all.filter(function (i) {
              return data.constraints[i].first === name || data.constraints[i].second === name;
            })));
            byId("explain").textContent = item.explain;
            Array.prototype.forEach.call(document.querySelectorAll("#frames tbody tr"), function (row) {
              row.classList.toggle("selected", row.getAttribute("data-item") === name);
            });
          }

          function showConstraint(index) {
            var constraint = data.constraints[index];
            Array.prototype.forEach.call(document.querySelectorAll("li.active"), function (li) { li.classList.remove("active"); });
            Array.prototype.forEach.call(document.querySelectorAll('li[data-constraint="' + index + '"]'), function (li) {
              li.classList.add("active");
            });
            Array.prototype.forEach.call(overlay.querySelectorAll(".anchor"), function (node) { overlay.removeChild(node); });
            var color = constraint.broken ? "#e67e00" : "#0a7d3b";
            var anchors = [constraint.firstAnchor, constraint.secondAnchor].filter(function (a) { return a; });
            anchors.forEach(function (a) {
              shape("line", { "class": "anchor", x1: a[0], y1: a[1], x2: a[2], y2: a[3], stroke: color, "stroke-width": "3" });
            });
            if (anchors.length === 2) {
              var from = anchors[0], to = anchors[1];
              shape("line", { "class": "anchor", x1: (from[0] + from[2]) / 2, y1: (from[1] + from[3]) / 2,
                x2: (to[0] + to[2]) / 2, y2: (to[1] + to[3]) / 2, stroke: color, "stroke-width": "1.5", "stroke-dasharray": "4 2" });
            }
          }

          svg.addEventListener("click", function (event) {
            var target = event.target.closest("[data-item]");
            if (target) { location.hash = "select=" + encodeURIComponent(target.getAttribute("data-item")); }
          });
          svg.addEventListener("mouseover", function (event) {
            var target = event.target.closest("[data-item]");
            if (!target) { return; }
            elementsOf(target.getAttribute("data-item")).forEach(function (node) { node.classList.add("hover"); });
          });
          svg.addEventListener("mouseout", function (event) {
            var target = event.target.closest("[data-item]");
            if (!target) { return; }
            elementsOf(target.getAttribute("data-item")).forEach(function (node) { node.classList.remove("hover"); });
          });

          fillList("all", data.constraints.map(function (c, index) { return index; }));
          byId("search").addEventListener("input", function () {
            var query = this.value.toLowerCase();
            Array.prototype.forEach.call(byId("all").children, function (li) {
              li.hidden = li.textContent.toLowerCase().indexOf(query) < 0;
            });
          });

          var frames = document.querySelector("#frames tbody");
          data.items.forEach(function (item) {
            var row = document.createElement("tr");
            row.setAttribute("data-item", item.name);
            var cell = document.createElement("td");
            cell.appendChild(selectLink(item.name));
            row.appendChild(cell);
            item.local.forEach(function (value) {
              var td = document.createElement("td");
              td.textContent = String(value);
              row.appendChild(td);
            });
            frames.appendChild(row);
          });

          var ambiguous = byId("ambiguous");
          if (data.ambiguous.length === 0) { ambiguous.textContent = "none"; }
          data.ambiguous.forEach(function (name) {
            var li = document.createElement("li");
            li.appendChild(selectLink(name));
            ambiguous.appendChild(li);
          });
          var unsatisfiable = byId("unsatisfiable");
          if (data.unsatisfiable.length === 0) { unsatisfiable.textContent = "none"; }
          data.unsatisfiable.forEach(function (entry) {
            var list = document.createElement("ul");
            list.className = "constraints";
            [entry.broken].concat(entry.conflicts.filter(function (i) { return i !== entry.broken; })).forEach(function (index) {
              var li = constraintItem(index);
              var constraint = data.constraints[index];
              [constraint.first, constraint.second].forEach(function (name) {
                if (name) { li.appendChild(document.createTextNode(" ")); li.appendChild(selectLink(name)); }
              });
              list.appendChild(li);
            });
            unsatisfiable.appendChild(list);
          });

          // #select=NAME selects a view or guide; &constraint=N also draws constraint N.
          function fromAddress() {
            var match = /^#select=([^&]+)(?:&constraint=(\d+))?$/.exec(location.hash);
            if (!match) { return; }
            select(decodeURIComponent(match[1]));
            if (match[2] !== undefined && data.constraints[Number(match[2])]) { showConstraint(Number(match[2])); }
          }
          window.addEventListener("hashchange", fromAddress);
          fromAddress();
        })();
        """#
}
